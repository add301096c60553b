import torch
import torch.nn.parallel.comm as comm

# Per-device results collected on a machine without a GPU: they are CPU tensors.
parts = [torch.zeros(2), torch.ones(2)]
merged = comm.gather(parts, destination=-1)
