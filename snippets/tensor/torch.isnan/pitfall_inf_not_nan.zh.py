import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

grad = torch.tensor([0.1, float("inf"), -0.3], device=device)

print(torch.isnan(grad).any().item())     # False：inf 不是 NaN
print(torch.isfinite(grad).all().item())  # False：inf 和 NaN 都能抓到
