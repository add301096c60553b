import torch

# Checkpointing code that saves the CUDA RNG state unconditionally.
checkpoint = {"cuda_rng": torch.cuda.get_rng_state()}
