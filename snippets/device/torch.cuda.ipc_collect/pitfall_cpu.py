import torch

# Cleanup code of a data-producer process, run on a machine without a GPU.
torch.cuda.ipc_collect()
