import torch

settings = {"deterministic": "true"}    # 从配置文件中解析出来的文本

torch.use_deterministic_algorithms(settings["deterministic"])
