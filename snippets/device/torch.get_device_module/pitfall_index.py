import torch

local_rank = 0
backend = torch.get_device_module(local_rank)
