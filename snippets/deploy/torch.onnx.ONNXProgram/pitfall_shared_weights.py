import onnx
import torch
import torch.nn as nn
from onnx import numpy_helper

torch.manual_seed(0)
model = nn.Linear(4, 2).eval()
x = torch.randn(1, 4)
onnx_program = torch.onnx.export(model, (x,), verbose=False)

with torch.no_grad():
    model.bias.fill_(10.0)  # e.g. training goes on after the export
print("1st call:", onnx_program(x)[0])  # already sees the new bias: the weights are shared

with torch.no_grad():
    model.bias.fill_(20.0)
print("2nd call:", onnx_program(x)[0])  # still 10: the ONNX Runtime session was built at the 1st call
print("eager:   ", model(x).detach())

onnx_program.release()  # drop the session; the next call builds a new one
print("after release():", onnx_program(x)[0])

# save() serializes the weights as they are when it runs, not as they were at export.
onnx_program.save("model.onnx")
saved = {t.name: numpy_helper.to_array(t) for t in onnx.load("model.onnx").graph.initializer}
print("saved bias:", saved["bias"])
