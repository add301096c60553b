from torch.cuda.green_contexts import GreenContext

# 启动时划分 GPU 的代码，在没有 GPU 的机器上运行。
ctx = GreenContext(num_sms=16)
