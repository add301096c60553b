import io

import numpy as np
import torch

buf = io.BytesIO()
torch.save({"mean": np.array([0.5, 0.5])}, buf)  # a NumPy array in the checkpoint
torch.serialization.add_safe_globals([np.ndarray])  # not enough: the pickle names other globals
buf.seek(0)
torch.load(buf, weights_only=True)
