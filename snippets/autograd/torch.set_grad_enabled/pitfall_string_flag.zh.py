import torch

config = {"train": "false"}            # 从 YAML/CLI/环境变量中以文本形式读取

print(bool(config["train"]))           # 非空字符串为真值
with torch.set_grad_enabled(config["train"]):
    pass
