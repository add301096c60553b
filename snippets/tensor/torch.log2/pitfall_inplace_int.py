import torch

sizes = torch.tensor([8, 64, 1024])

print(sizes.log2())          # float32 result
sizes.log2_()                # cannot store it back into int64
