import numpy as np
import torch
import torch.nn as nn

model = nn.Linear(4, 2).eval()
onnx_program = torch.onnx.export(model, (torch.randn(3, 4),), verbose=False)

batch = torch.from_numpy(np.random.default_rng(0).random((3, 4)))  # NumPy's default float64
print(batch.dtype)
onnx_program(batch)
