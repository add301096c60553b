import torch

frame_a = torch.tensor([200, 10], dtype=torch.uint8)   # 从图像中读取的像素值
frame_b = torch.tensor([201, 12], dtype=torch.uint8)

print((frame_a - frame_b).abs())                # 减法先发生了回绕：255, 254
print((frame_a.int() - frame_b.int()).abs())    # 先扩宽类型再相减：1, 2
