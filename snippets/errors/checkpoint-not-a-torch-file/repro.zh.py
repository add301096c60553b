import torch

# 下载链接返回的是登录页或错误页时，存下来的往往就是这种内容。
with open("model.pt", "w") as f:
    f.write("<!DOCTYPE html><html><body>Sign in to continue</body></html>")

state = torch.load("model.pt")
