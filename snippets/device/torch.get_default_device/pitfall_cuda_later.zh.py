import torch

torch.set_default_device("cuda")        # 没有 GPU 也照样接受……

weights = torch.zeros(3)                # ……到创建第一个张量时才出错
