import torch

kwargs = torch.nn.factory_kwargs({"memory_format": torch.channels_last})
print(kwargs)
print(torch.empty(2, 3, 4, 4, **kwargs).stride())  # empty 接受 memory_format
weight = torch.zeros(2, 3, 4, 4, **kwargs)  # zeros 不接受
