import torch.multiprocessing as mp

if __name__ == "__main__":
    # 推荐做法：用局部的 context 对象；它不改变任何全局状态，可以创建任意多次。
    ctx = mp.get_context("spawn")
    queue = ctx.Queue()
    print("local context:", ctx.get_start_method())
    print("global still unset:", mp.get_start_method(allow_none=True))  # None；直接调用 get_start_method() 反而会把它定下来

    # 如果确实必须设置全局方法，只设置一次，并容忍之前已做的选择。
    if mp.get_start_method(allow_none=True) is None:
        mp.set_start_method("spawn")
    print("global method:", mp.get_start_method())
    mp.set_start_method("spawn", force=True)  # force=True 会强制覆盖（只能在任何进程启动之前使用）
    print("forced:", mp.get_start_method())
