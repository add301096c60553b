import torch

image = torch.randint(0, 256, (1, 3, 32, 32), dtype=torch.uint8)  # as decoded from a file
torch.nn.InstanceNorm2d(3)(image)  # the message names batch_norm, not instance_norm
