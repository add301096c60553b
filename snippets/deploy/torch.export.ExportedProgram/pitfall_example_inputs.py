import torch
import torch.nn as nn

model = nn.Linear(4, 3).eval()
x = torch.zeros(2, 4)
ep = torch.export.export(model, (x,))

x.fill_(7.0)  # reuse the buffer for the next batch
stored = ep.example_inputs[0][0]
print(stored is x)
print(stored[0])  # no longer the input the program was exported with
