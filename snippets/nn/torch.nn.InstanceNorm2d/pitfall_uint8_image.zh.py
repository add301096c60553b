import torch

image = torch.randint(0, 256, (1, 3, 32, 32), dtype=torch.uint8)  # 从文件解码得到的图像
torch.nn.InstanceNorm2d(3)(image)  # 报错信息里是 batch_norm，而不是 instance_norm
