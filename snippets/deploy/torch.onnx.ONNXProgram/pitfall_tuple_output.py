import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Linear(4, 2).eval()
x = torch.randn(3, 4)
onnx_program = torch.onnx.export(model, (x,), verbose=False)

# Even a single-output model comes back as a tuple, so this compares a tuple with a tensor.
torch.testing.assert_close(onnx_program(x), model(x))
