import subprocess
import sys
import textwrap

import torch

# train.py 定义了自己的模型类，并保存了“整个”模型对象。
with open("train.py", "w") as f:
    f.write(textwrap.dedent("""
        import torch
        import torch.nn as nn

        class Net(nn.Module):
            def __init__(self):
                super().__init__()
                self.fc = nn.Linear(3, 2)

        torch.save(Net(), "net.pt")
    """))
subprocess.run([sys.executable, "train.py"], check=True)

# 另一个脚本（就是本脚本）尝试加载它。即使 weights_only=False，pickle
# 也只记录了名字 "__main__.Net"，类本身必须能在这里导入。
model = torch.load("net.pt", weights_only=False)
