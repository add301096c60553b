import torch
import torch.nn as nn

scripted = torch.jit.script(nn.Linear(3, 2))
torch.jit.save(scripted, "model.pt", _extra_files={"config.json": '{"lr": 0.1}'})

files = {"configs.json": "default"}  # typo in the name
torch.jit.load("model.pt", _extra_files=files)
print(files)  # no error: the missing file reads as empty bytes

files = {"config.json": ""}
torch.jit.load("model.pt", _extra_files=files)
print(type(files["config.json"]).__name__)  # bytes, although a str was saved
