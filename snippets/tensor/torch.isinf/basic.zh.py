import torch

x = torch.tensor([1.0, float("inf"), -float("inf"), float("nan")])
print(torch.isinf(x))                    # 正负无穷都算；nan 不是 inf
print(torch.isposinf(x), torch.isneginf(x))

logits = torch.tensor([2.0, -float("inf"), 0.5])   # 用 -inf 作为掩码值
print(torch.isinf(logits).sum())          # 统计被掩码的位置数
print(torch.isinf(torch.tensor([1e39])))  # 1e39 超出 float32 范围：存成了 inf
