import torch

image = torch.tensor([[0, 128, 255]], dtype=torch.uint8)   # 从文件解码得到

print(image / 255)                  # 非原地：[0, 1] 范围内的 float32
print(image.float().div_(255))      # 在浮点副本上原地计算
image.div_(255)                     # 真除法的结果无法存入 uint8
