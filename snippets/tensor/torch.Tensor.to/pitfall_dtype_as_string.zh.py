import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(2, device=device)
x.to("float16")        # 字符串会被解析为设备名
