import torch

identity = torch.eye(2).expand(4, 2, 2)  # 4 "copies", all the same memory
print(identity.stride())                  # stride 0 along the batch dimension
identity.mul_(0.5)                        # in-place write into the expanded view
