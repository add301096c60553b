import torch
import torch.nn.functional as F

image = torch.zeros(3, 16, 16)
resized = F.interpolate(image.unsqueeze(0), size=(32, 32), mode="bilinear").squeeze(0)  # 变成 [1, C, H, W]，再变回来
print(resized.shape)
