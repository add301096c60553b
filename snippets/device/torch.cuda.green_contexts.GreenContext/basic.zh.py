import torch
from torch.cuda.green_contexts import GreenContext

if torch.cuda.is_available():
    x = torch.randn(1024, 1024, device="cuda")
    ctx = GreenContext(num_sms=16)  # GPU 的一部分：16 个流式多处理器（SM）
    stream = ctx.Stream()  # 这个流上的工作只在这些 SM 上运行
    stream.wait_stream(torch.cuda.current_stream())  # x 是在默认流上生成的
    with torch.cuda.stream(stream):
        y = x @ x
    torch.cuda.current_stream().wait_stream(stream)  # 在别处使用 y 之前先同步
    print("SMs:", ctx.sm_count, "result:", tuple(y.shape))
else:
    print("no CUDA device: green contexts need an NVIDIA GPU")
