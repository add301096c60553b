import torch

x = torch.tensor([1.0, float("inf"), -float("inf"), float("nan")])
print(torch.isfinite(x))          # False for +inf, -inf and nan alike
print(x.isfinite().all())         # one check for "no inf and no nan"

print(torch.isfinite(torch.tensor([1, 2])))        # integers are always finite
print(torch.isfinite(torch.tensor([70000.0]).half()))  # 70000 overflows float16 to inf

loss = torch.tensor(float("nan"))
if not torch.isfinite(loss):      # a 0-D tensor works in an if
    print("skip this step")
