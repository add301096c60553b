import torch

x = torch.tensor([1.0, float("inf"), -float("inf"), float("nan")])
print(torch.isfinite(x))          # +inf、-inf 和 nan 一律为 False
print(x.isfinite().all())         # 一次检查“既没有 inf 也没有 nan”

print(torch.isfinite(torch.tensor([1, 2])))        # 整数总是有限的
print(torch.isfinite(torch.tensor([70000.0]).half()))  # 70000 超出 float16 范围，溢出为 inf

loss = torch.tensor(float("nan"))
if not torch.isfinite(loss):      # 0 维张量可以直接用在 if 里
    print("skip this step")
