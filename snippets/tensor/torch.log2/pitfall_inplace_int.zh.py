import torch

sizes = torch.tensor([8, 64, 1024])

print(sizes.log2())          # 结果为 float32
sizes.log2_()                # 无法存回 int64
