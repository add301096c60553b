import io
import json

import torch
import torch.nn as nn

torch.manual_seed(0)
scripted = torch.jit.script(nn.Sequential(nn.Linear(3, 2), nn.ReLU()).eval())

# 可以是路径，也可以是任何可写的二进制文件对象；额外文件随归档一起保存
meta = {"meta.json": json.dumps({"classes": ["cat", "dog"]})}
torch.jit.save(scripted, "model.pt", _extra_files=meta)  # FutureWarning：已弃用

buffer = io.BytesIO()
torch.jit.save(scripted, buffer)
print("in memory:", buffer.getbuffer().nbytes > 0)

wanted = {"meta.json": ""}
loaded = torch.jit.load("model.pt", _extra_files=wanted)
print(json.loads(wanted["meta.json"]))
x = torch.randn(2, 3)
print(torch.equal(loaded(x), scripted(x)))
