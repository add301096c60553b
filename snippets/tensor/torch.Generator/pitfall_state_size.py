import torch

g = torch.Generator().manual_seed(0)
# A CUDA generator's state is 16 bytes (seed and offset); a CPU one's is 5056 bytes.
# Restoring a state saved from another kind of generator:
cuda_like_state = torch.zeros(16, dtype=torch.uint8)
g.set_state(cuda_like_state)
