import torch
from torch import nn
from torch.nn.utils import spectral_norm as old_spectral_norm
from torch.nn.utils.parametrizations import spectral_norm

# A checkpoint saved with the old hook-based API
old = old_spectral_norm(nn.Linear(5, 3))
state = old.state_dict()
print(list(state.keys()))

new = spectral_norm(nn.Linear(5, 3))
new.load_state_dict(state)
