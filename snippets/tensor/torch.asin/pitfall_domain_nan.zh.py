import torch

# 由带噪声的传感器读数还原仰角的正弦值
s = torch.tensor([0.3, 0.9999, 1.0002])
angle = torch.asin(s)
print(angle)                                  # 最后一个是 NaN
print(angle.mean())                           # 之后的计算全被污染

print(torch.asin(s.clamp(-1.0, 1.0)).mean())  # 先夹到定义域内
