import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

per_sample_loss = torch.tensor([0.2, float("nan"), 0.4], device=device)

if torch.isnan(per_sample_loss).any():  # 先归约成单个值
    print("found a NaN")
if torch.isnan(per_sample_loss):        # 含 3 个元素的布尔张量没有单一的真值
    print("unreachable")
