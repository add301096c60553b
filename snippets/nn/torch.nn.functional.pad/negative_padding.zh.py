import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(12.0, device=device).view(3, 4)
# 负值表示裁剪而不是填充
print(F.pad(x, (-1, -1, 0, -1)))
