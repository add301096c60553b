import torch

gpu_index = -1  # a common "use the CPU" convention in other libraries
torch.cuda.get_device_name(gpu_index)
