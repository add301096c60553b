import torch

if torch.cuda.is_available():
    torch.manual_seed(0)
    main = torch.cuda.current_stream()
    side = torch.cuda.Stream()  # 同一块 GPU 上的第二条工作队列

    x = torch.randn(1024, 1024, device="cuda")  # 在主流上生成
    side.wait_stream(main)  # side 不能在 x 就绪之前读取它
    with torch.cuda.stream(side):
        y = x @ x  # 排入 side 流
    x.record_stream(side)  # x 在 side 上被使用：别过早复用它的显存
    main.wait_stream(side)  # main 必须等 y 算完再使用
    print(torch.allclose(y, x @ x, atol=1e-3), y.device)
else:
    print("no CUDA device: streams need a GPU (torch.cuda.Stream() raises RuntimeError here)")
