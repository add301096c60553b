import numpy as np
import torch

seeds = np.random.default_rng(0).integers(0, 2**31, size=4)  # one seed per worker
print(type(seeds[0]).__name__)
torch.manual_seed(seeds[0])                    # the global function accepts it
torch.Generator().manual_seed(seeds[0])        # the method does not
