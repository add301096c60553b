import torch.distributed as dist

print(dist.Backend.GLOO)  # the constants are upper-case attributes
print(dist.Backend.gloo)  # the value's spelling is not an attribute
