import torch

torch.cuda.seed_all()  # silently skipped without CUDA
print("seeded; the seed was", torch.cuda.initial_seed())  # reading it back needs a GPU
