import torch

grad = torch.tensor([0.1, float("nan"), 0.3])

print(torch.isinf(grad).any())        # False：grad 已经坏了，检查却通过了
print((~torch.isfinite(grad)).any())  # inf 和 nan 都能抓到
