import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

gpu = torch.device("cuda")  # 没有编号：意思是“当前是哪个设备就用哪个”
torch.cuda.set_device(gpu)  # set_device 需要知道具体是哪一个
