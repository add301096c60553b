import torch
import torch.nn as nn

scripted = torch.jit.script(nn.Linear(3, 2))
torch.jit.save(scripted, "model.pt", _extra_files={"config.json": '{"lr": 0.1}'})

files = {"configs.json": "default"}  # 文件名拼错了
torch.jit.load("model.pt", _extra_files=files)
print(files)  # 不报错：不存在的文件读成空的 bytes

files = {"config.json": ""}
torch.jit.load("model.pt", _extra_files=files)
print(type(files["config.json"]).__name__)  # 保存的是 str，读回来却是 bytes
