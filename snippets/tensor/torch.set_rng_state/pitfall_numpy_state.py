import io

import numpy as np
import torch

file = io.BytesIO()
np.save(file, torch.get_rng_state().numpy())   # stored with NumPy
file.seek(0)
state = np.load(file)
print(type(state).__name__, state.dtype)
torch.set_rng_state(state)                      # needs a torch tensor
