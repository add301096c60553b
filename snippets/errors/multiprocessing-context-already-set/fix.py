import torch.multiprocessing as mp

if __name__ == "__main__":
    # Preferred: a local context object; it changes nothing global and can be created any number of times.
    ctx = mp.get_context("spawn")
    queue = ctx.Queue()
    print("local context:", ctx.get_start_method())
    print("global still unset:", mp.get_start_method(allow_none=True))  # None; plain get_start_method() would fix it

    # If the global method really must be set, set it once and tolerate an earlier choice.
    if mp.get_start_method(allow_none=True) is None:
        mp.set_start_method("spawn")
    print("global method:", mp.get_start_method())
    mp.set_start_method("spawn", force=True)  # force=True overrides (use only before any process starts)
    print("forced:", mp.get_start_method())
