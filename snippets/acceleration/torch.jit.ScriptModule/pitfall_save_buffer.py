import io
import os

import torch
import torch.nn as nn

scripted = torch.jit.script(nn.Linear(4, 2))
buffer = io.BytesIO()
scripted.save(buffer)  # no error...
print(len(buffer.getvalue()))  # ...but nothing reached the buffer
print([name for name in os.listdir(".") if name.startswith("<_io")] != [])  # a file named str(buffer)

buffer = io.BytesIO()
torch.jit.save(scripted, buffer)  # writes into the file object
print(len(buffer.getvalue()) > 0)
