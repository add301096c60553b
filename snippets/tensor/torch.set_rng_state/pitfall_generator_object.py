import torch

saved = torch.manual_seed(0)      # returns the generator, not a state
print(type(saved).__name__)
torch.set_rng_state(saved)
