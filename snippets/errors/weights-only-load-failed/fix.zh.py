import argparse

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

args = argparse.Namespace(lr=0.1, epochs=10)
model = torch.nn.Linear(2, 2).to(device)

# 最好：只存张量和普通 Python 类型，这样安全加载器就能接受这个文件。
torch.save({"model": model.state_dict(), "args": vars(args)}, "ckpt.pt")
checkpoint = torch.load("ckpt.pt", map_location=device)
print("args:", checkpoint["args"])

# 对于来源可信的已有文件：只放行它确实需要的那几个类。
torch.save({"model": model.state_dict(), "args": args}, "old.pt")
with torch.serialization.safe_globals([argparse.Namespace]):
    old = torch.load("old.pt", map_location=device)
print("old args:", old["args"])

# 也可以这样，但仅限可信文件（反序列化时可能执行任意代码）：
# torch.load("old.pt", weights_only=False)
