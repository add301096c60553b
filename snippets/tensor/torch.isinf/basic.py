import torch

x = torch.tensor([1.0, float("inf"), -float("inf"), float("nan")])
print(torch.isinf(x))                    # both signs of infinity; nan is not inf
print(torch.isposinf(x), torch.isneginf(x))

logits = torch.tensor([2.0, -float("inf"), 0.5])   # -inf used as a mask value
print(torch.isinf(logits).sum())          # count masked positions
print(torch.isinf(torch.tensor([1e39])))  # 1e39 does not fit float32: stored as inf
