import torch

# GPU only: a fixed peer id, e.g. 1 on a machine with a single GPU.
peer = torch.cuda.device_count()  # one past the last device
print(torch.cuda.can_device_access_peer(0, peer))
