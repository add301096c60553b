import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

pred = torch.tensor([1.0, 2.0, 3.0], device=device)               # (3,)
target = torch.tensor([1.0, 2.0, 3.0], device=device).unsqueeze(1)  # (3, 1)

print((pred - target).shape)  # 广播成 (3, 3)
print(F.mse_loss(pred, target).item())  # 值完全相同，本应是 0.0
print(F.mse_loss(pred, target.squeeze(1)).item())
