import torch

torch.set_default_device("gpu")
